"""The desktop app (PySide6; the only package that imports Qt).

`app.main(argv)` opens a window on one practice home. Pages never touch the database: every action is an
`ops.Op` that calls the `Practice` façade on the window's one worker thread and shows the result.
"""
