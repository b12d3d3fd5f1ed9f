/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_OnlineInputs */

const en_meetings_admin_field_online = /** @type {(inputs: Meetings_Admin_Field_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online link`)
};

const de_meetings_admin_field_online = /** @type {(inputs: Meetings_Admin_Field_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online-Link`)
};

/**
* | output |
* | --- |
* | "Online link" |
*
* @param {Meetings_Admin_Field_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_online = /** @type {((inputs?: Meetings_Admin_Field_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_online(inputs)
	return en_meetings_admin_field_online(inputs)
});