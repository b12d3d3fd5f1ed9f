/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Kind_AnnualInputs */

const en_meetings_kind_annual = /** @type {(inputs: Meetings_Kind_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annual general meeting`)
};

const de_meetings_kind_annual = /** @type {(inputs: Meetings_Kind_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordentliche Mitgliederversammlung`)
};

/**
* | output |
* | --- |
* | "Annual general meeting" |
*
* @param {Meetings_Kind_AnnualInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_kind_annual = /** @type {((inputs?: Meetings_Kind_AnnualInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Kind_AnnualInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_kind_annual(inputs)
	return en_meetings_kind_annual(inputs)
});