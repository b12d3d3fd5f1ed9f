/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_Removed_TitleInputs */

const en_tickets_admin_removed_title = /** @type {(inputs: Tickets_Admin_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing removed`)
};

const de_tickets_admin_removed_title = /** @type {(inputs: Tickets_Admin_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot entfernt`)
};

/**
* | output |
* | --- |
* | "Listing removed" |
*
* @param {Tickets_Admin_Removed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_removed_title = /** @type {((inputs?: Tickets_Admin_Removed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Removed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_removed_title(inputs)
	return en_tickets_admin_removed_title(inputs)
});