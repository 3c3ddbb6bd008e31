import LegibleColor

print(WCAG2Contrast().ratio(.white, .black))
