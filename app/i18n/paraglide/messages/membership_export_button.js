/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Export_ButtonInputs */

const en_membership_export_button = /** @type {(inputs: Membership_Export_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export Member List`)
};

const de_membership_export_button = /** @type {(inputs: Membership_Export_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliederliste exportieren`)
};

/**
* | output |
* | --- |
* | "Export Member List" |
*
* @param {Membership_Export_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_export_button = /** @type {((inputs?: Membership_Export_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Export_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_export_button(inputs)
	return en_membership_export_button(inputs)
});