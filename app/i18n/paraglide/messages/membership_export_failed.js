/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Export_FailedInputs */

const en_membership_export_failed = /** @type {(inputs: Membership_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to export member list. Please try again.`)
};

const de_membership_export_failed = /** @type {(inputs: Membership_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Mitgliederliste konnte nicht exportiert werden. Versuch es bitte noch einmal.`)
};

/**
* | output |
* | --- |
* | "Failed to export member list. Please try again." |
*
* @param {Membership_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_export_failed = /** @type {((inputs?: Membership_Export_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Export_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_export_failed(inputs)
	return en_membership_export_failed(inputs)
});