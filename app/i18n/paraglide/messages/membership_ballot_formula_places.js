/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Ballot_Formula_PlacesInputs */

const en_membership_ballot_formula_places = /** @type {(inputs: Membership_Ballot_Formula_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places go down the order while the tickets last; a pair is placed only where two tickets are left.`)
};

const de_membership_ballot_formula_places = /** @type {(inputs: Membership_Ballot_Formula_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Plätze gehen der Reihe nach weg, solange Tickets da sind; ein Paar kommt nur zum Zug, wenn noch zwei Tickets übrig sind.`)
};

/**
* | output |
* | --- |
* | "Places go down the order while the tickets last; a pair is placed only where two tickets are left." |
*
* @param {Membership_Ballot_Formula_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ballot_formula_places = /** @type {((inputs?: Membership_Ballot_Formula_PlacesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ballot_Formula_PlacesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_ballot_formula_places(inputs)
	return en_membership_ballot_formula_places(inputs)
});