class Program_weight_tensor_meta_class_embeds:
	name = "in_0"
	original_name = "class_embeds"
	shape = [1, 1, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.036


class Program_weight_tensor_meta_patch_embeds_1:
	name = "in_1"
	original_name = "patch_embeds_1"
	shape = [1, 49, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.640
