package help_test

import (
	"fmt"

	"tabula/help"
)

// The pause menu lists a summary's sections by heading, in either language.
func ExampleSummary() {
	for _, lang := range []help.Lang{help.English, help.French} {
		title, sections, ok := help.Summary("daryon", lang)
		if !ok {
			continue
		}
		fmt.Printf("%s (%v):", title, lang)
		for _, s := range sections {
			fmt.Printf(" %s;", s.Heading)
		}
		fmt.Println()
	}
	// Output:
	// Daryon (English): Goal; Board; Throwing; Moving; Going home; Capturing; End of the game; Options;
	// Daryon (Français): But du jeu; Plateau; Lancer; Déplacements; Rentrer à la maison; Prises; Fin de la partie; Options;
}
