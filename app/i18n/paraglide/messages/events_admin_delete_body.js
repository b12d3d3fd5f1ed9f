/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, date: NonNullable<unknown> }} Events_Admin_Delete_BodyInputs */

const en_events_admin_delete_body = /** @type {(inputs: Events_Admin_Delete_BodyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.date}. This removes the event and its ${i?.count} RSVP. It cannot be undone.`);
	return /** @type {LocalizedString} */ (`${i?.date}. This removes the event and its ${i?.count} RSVPs. It cannot be undone.`)
	
};

const de_events_admin_delete_body = /** @type {(inputs: Events_Admin_Delete_BodyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.date}. Das entfernt den Termin und seine ${i?.count} Zusage. Das lässt sich nicht rückgängig machen.`);
	return /** @type {LocalizedString} */ (`${i?.date}. Das entfernt den Termin und seine ${i?.count} Zusagen. Das lässt sich nicht rückgängig machen.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{date}. This removes the event and its {count} RSVP. It cannot be undone." |
* | * | "{date}. This removes the event and its {count} RSVPs. It cannot be undone." |
*
* @param {Events_Admin_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_body = /** @type {((inputs: Events_Admin_Delete_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_delete_body(inputs)
	return en_events_admin_delete_body(inputs)
});