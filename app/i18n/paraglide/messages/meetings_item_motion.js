/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Item_MotionInputs */

const en_meetings_item_motion = /** @type {(inputs: Meetings_Item_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motion: passes by a simple majority of the votes cast`)
};

const de_meetings_item_motion = /** @type {(inputs: Meetings_Item_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antrag: angenommen mit einfacher Mehrheit der abgegebenen Stimmen`)
};

/**
* | output |
* | --- |
* | "Motion: passes by a simple majority of the votes cast" |
*
* @param {Meetings_Item_MotionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_item_motion = /** @type {((inputs?: Meetings_Item_MotionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Item_MotionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_item_motion(inputs)
	return en_meetings_item_motion(inputs)
});