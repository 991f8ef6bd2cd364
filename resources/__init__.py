"""Tareekh's resources (the stylesheet), shipped inside the package as `tareekh.resources`.

Found at run time with `importlib.resources.files("tareekh.resources")`, never by a path relative to the
source tree: the same call works from a checkout, an installed wheel and the frozen app.
"""
