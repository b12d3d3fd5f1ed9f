/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_State_NoticedInputs */

const en_meetings_admin_state_noticed = /** @type {(inputs: Meetings_Admin_State_NoticedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notice sent`)
};

const de_meetings_admin_state_noticed = /** @type {(inputs: Meetings_Admin_State_NoticedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung verschickt`)
};

/**
* | output |
* | --- |
* | "Notice sent" |
*
* @param {Meetings_Admin_State_NoticedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_state_noticed = /** @type {((inputs?: Meetings_Admin_State_NoticedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_State_NoticedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_state_noticed(inputs)
	return en_meetings_admin_state_noticed(inputs)
});