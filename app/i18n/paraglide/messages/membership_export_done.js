/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Export_DoneInputs */

const en_membership_export_done = /** @type {(inputs: Membership_Export_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member list exported successfully!`)
};

const de_membership_export_done = /** @type {(inputs: Membership_Export_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliederliste exportiert!`)
};

/**
* | output |
* | --- |
* | "Member list exported successfully!" |
*
* @param {Membership_Export_DoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_export_done = /** @type {((inputs?: Membership_Export_DoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Export_DoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_export_done(inputs)
	return en_membership_export_done(inputs)
});