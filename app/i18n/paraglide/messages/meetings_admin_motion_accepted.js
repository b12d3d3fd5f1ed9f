/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Motion_AcceptedInputs */

const en_meetings_admin_motion_accepted = /** @type {(inputs: Meetings_Admin_Motion_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The motion is on the agenda; its proposer is told.`)
};

const de_meetings_admin_motion_accepted = /** @type {(inputs: Meetings_Admin_Motion_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Antrag steht auf der Tagesordnung; die antragstellende Person wird informiert.`)
};

/**
* | output |
* | --- |
* | "The motion is on the agenda; its proposer is told." |
*
* @param {Meetings_Admin_Motion_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_motion_accepted = /** @type {((inputs?: Meetings_Admin_Motion_AcceptedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Motion_AcceptedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_motion_accepted(inputs)
	return en_meetings_admin_motion_accepted(inputs)
});