/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Add_LinkInputs */

const en_meetings_admin_add_link = /** @type {(inputs: Meetings_Admin_Add_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a link`)
};

const de_meetings_admin_add_link = /** @type {(inputs: Meetings_Admin_Add_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add a link" |
*
* @param {Meetings_Admin_Add_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_add_link = /** @type {((inputs?: Meetings_Admin_Add_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Add_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_add_link(inputs)
	return en_meetings_admin_add_link(inputs)
});