"""The computer players' levels on the new-game screen (issue 34), keyed by the English source."""

T = {
    "Expert": ("Experte", "Expert"),
    "Strong": ("Stark", "Sterk"),
    "Skilled": ("Geübt", "Gevorderd"),
    "Casual": ("Gelegenheitsspieler", "Recreatief"),
    "Beginner": ("Anfänger", "Beginner"),
    "Greedy (simple rules)": ("Gierig (einfache Regeln)", "Gretig (eenvoudige regels)"),
    "Random (no plan)": ("Zufällig (ohne Plan)", "Willekeurig (zonder plan)"),
    "%1 ≈ %2": ("%1 ≈ %2", "%1 ≈ %2"),
}
