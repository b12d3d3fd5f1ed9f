/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_Everything_RoadieInputs */

const en_membership_perk_everything_roadie = /** @type {(inputs: Membership_Perk_Everything_RoadieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Roadie`)
};

const de_membership_perk_everything_roadie = /** @type {(inputs: Membership_Perk_Everything_RoadieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Roadie`)
};

/**
* | output |
* | --- |
* | "Everything in Roadie" |
*
* @param {Membership_Perk_Everything_RoadieInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_everything_roadie = /** @type {((inputs?: Membership_Perk_Everything_RoadieInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Everything_RoadieInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_everything_roadie(inputs)
	return en_membership_perk_everything_roadie(inputs)
});