/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Error_Title_RequiredInputs */

const en_tickets_error_title_required = /** @type {(inputs: Tickets_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match title is required`)
};

const de_tickets_error_title_required = /** @type {(inputs: Tickets_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel fehlt`)
};

/**
* | output |
* | --- |
* | "Match title is required" |
*
* @param {Tickets_Error_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_title_required = /** @type {((inputs?: Tickets_Error_Title_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Title_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_title_required(inputs)
	return en_tickets_error_title_required(inputs)
});