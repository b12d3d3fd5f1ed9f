/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Decline_MotionInputs */

const en_meetings_admin_decline_motion = /** @type {(inputs: Meetings_Admin_Decline_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const de_meetings_admin_decline_motion = /** @type {(inputs: Meetings_Admin_Decline_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Meetings_Admin_Decline_MotionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_decline_motion = /** @type {((inputs?: Meetings_Admin_Decline_MotionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Decline_MotionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_decline_motion(inputs)
	return en_meetings_admin_decline_motion(inputs)
});