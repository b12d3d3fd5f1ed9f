/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_MembersInputs */

const en_away_facts_members = /** @type {(inputs: Away_Facts_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active and lifetime members`)
};

const de_away_facts_members = /** @type {(inputs: Away_Facts_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Mitglieder und Mitglieder auf Lebenszeit`)
};

/**
* | output |
* | --- |
* | "Active and lifetime members" |
*
* @param {Away_Facts_MembersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_members = /** @type {((inputs?: Away_Facts_MembersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_MembersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_members(inputs)
	return en_away_facts_members(inputs)
});