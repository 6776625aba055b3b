package help_test

import (
	"fmt"

	"tabula/help"
	"tabula/help/daryon"
)

// The pause menu lists a summary's sections by heading, in either language.
func ExampleGame_Summary() {
	for _, lang := range []help.Lang{help.English, help.French} {
		s := daryon.Help.Summary(lang)
		fmt.Printf("%s (%v):", s.Title, lang)
		for _, sec := range s.Sections {
			fmt.Printf(" %s;", sec.Heading)
		}
		fmt.Println()
	}
	// Output:
	// Daryon (English): Goal; Board; Throwing; Moving; Going home; Capturing; End of the game; Options;
	// Daryon (Français): But du jeu; Plateau; Lancer; Déplacements; Rentrer à la maison; Prises; Fin de la partie; Options;
}
