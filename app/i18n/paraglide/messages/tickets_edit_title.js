/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Edit_TitleInputs */

const en_tickets_edit_title = /** @type {(inputs: Tickets_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit listing`)
};

const de_tickets_edit_title = /** @type {(inputs: Tickets_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit listing" |
*
* @param {Tickets_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_edit_title = /** @type {((inputs?: Tickets_Edit_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Edit_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_edit_title(inputs)
	return en_tickets_edit_title(inputs)
});