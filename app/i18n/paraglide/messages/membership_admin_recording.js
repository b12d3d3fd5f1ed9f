/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_RecordingInputs */

const en_membership_admin_recording = /** @type {(inputs: Membership_Admin_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recording...`)
};

const de_membership_admin_recording = /** @type {(inputs: Membership_Admin_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird eingetragen …`)
};

/**
* | output |
* | --- |
* | "Recording..." |
*
* @param {Membership_Admin_RecordingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_recording = /** @type {((inputs?: Membership_Admin_RecordingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_RecordingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_recording(inputs)
	return en_membership_admin_recording(inputs)
});