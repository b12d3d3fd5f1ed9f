/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_ExportingInputs */

const en_membership_exporting = /** @type {(inputs: Membership_ExportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporting...`)
};

const de_membership_exporting = /** @type {(inputs: Membership_ExportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird exportiert …`)
};

/**
* | output |
* | --- |
* | "Exporting..." |
*
* @param {Membership_ExportingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_exporting = /** @type {((inputs?: Membership_ExportingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_ExportingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_exporting(inputs)
	return en_membership_exporting(inputs)
});