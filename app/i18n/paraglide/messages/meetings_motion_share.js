/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Meetings_Motion_ShareInputs */

const en_meetings_motion_share = /** @type {(inputs: Meetings_Motion_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share this link with a member who supports it: ${i?.link}`)
};

const de_meetings_motion_share = /** @type {(inputs: Meetings_Motion_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teile diesen Link mit einem Mitglied, das ihn unterstützt: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Share this link with a member who supports it: {link}" |
*
* @param {Meetings_Motion_ShareInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_share = /** @type {((inputs: Meetings_Motion_ShareInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_ShareInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_share(inputs)
	return en_meetings_motion_share(inputs)
});