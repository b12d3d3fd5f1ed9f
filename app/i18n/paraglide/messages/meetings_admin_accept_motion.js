/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Accept_MotionInputs */

const en_meetings_admin_accept_motion = /** @type {(inputs: Meetings_Admin_Accept_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put it on the agenda`)
};

const de_meetings_admin_accept_motion = /** @type {(inputs: Meetings_Admin_Accept_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf die Tagesordnung setzen`)
};

/**
* | output |
* | --- |
* | "Put it on the agenda" |
*
* @param {Meetings_Admin_Accept_MotionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_accept_motion = /** @type {((inputs?: Meetings_Admin_Accept_MotionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Accept_MotionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_accept_motion(inputs)
	return en_meetings_admin_accept_motion(inputs)
});