"""Tools for developing Tareekh that the installed app does not need: the page renderer (test, benchmark and
demo pages), the script that regenerates the demo practice's uploads, and the drawing of the house of rooms and
imports (docs/house.png). Not part of the wheel."""
