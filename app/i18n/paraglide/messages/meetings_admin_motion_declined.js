/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Motion_DeclinedInputs */

const en_meetings_admin_motion_declined = /** @type {(inputs: Meetings_Admin_Motion_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The motion is declined; its proposer is told why.`)
};

const de_meetings_admin_motion_declined = /** @type {(inputs: Meetings_Admin_Motion_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Antrag ist abgelehnt; die antragstellende Person erfährt die Begründung.`)
};

/**
* | output |
* | --- |
* | "The motion is declined; its proposer is told why." |
*
* @param {Meetings_Admin_Motion_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_motion_declined = /** @type {((inputs?: Meetings_Admin_Motion_DeclinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Motion_DeclinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_motion_declined(inputs)
	return en_meetings_admin_motion_declined(inputs)
});