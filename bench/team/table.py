"""table.py RUN.jsonl [OTHER.jsonl]: per-set recall (and diff), honest, mean."""
import json, sys
def load(p):
    d={}
    for line in open(p):
        line=line.strip()
        if line.startswith('{'):
            d.update(json.loads(line)['sets'])
    return d
a=load(sys.argv[1]); b=load(sys.argv[2]) if len(sys.argv)>2 else {}
rows=[]
for s,v in sorted(a.items(), key=lambda kv: kv[1]['key_fact_recall']):
    o=b.get(s,{}).get('key_fact_recall')
    d='' if o is None else f"{v['key_fact_recall']-o:+.3f} (was {o:.3f})"
    print(f"{s:24s} {v['key_fact_recall']:.3f} {v['no_record_honest']:>5s} cit={v['citations_all_valid']} p50={v['latency_ms_p50']} {d}")
import statistics
print('mean', round(statistics.mean(v['key_fact_recall'] for v in a.values()),3), 'n', len(a))
if b:
    common=[s for s in a if s in b]
    print('mean other (common)', round(statistics.mean(b[s]['key_fact_recall'] for s in common),3),'this', round(statistics.mean(a[s]['key_fact_recall'] for s in common),3))
    print('up', sum(a[s]['key_fact_recall']>b[s]['key_fact_recall']+1e-9 for s in common), 'down', sum(a[s]['key_fact_recall']<b[s]['key_fact_recall']-1e-9 for s in common))
