"""The demo practice (registry and uploads), shipped inside the package as `tareekh.seed`.

`tareekh demo` finds it with `importlib.resources.files("tareekh.seed")`, so an installed Tareekh builds the
demo without a checkout.
"""
