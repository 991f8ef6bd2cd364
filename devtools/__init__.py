"""Tools for developing Tareekh that the installed app does not need: the page renderer (test, benchmark and
demo pages) and the script that regenerates the demo practice's uploads. Not part of the wheel."""
