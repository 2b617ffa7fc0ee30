class Program_weight_tensor_meta_L_pixel_values_:
	name = "in_0"
	original_name = "L_pixel_values_"
	shape = [1, 3, 16, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.577


class Program_weight_tensor_meta_L_self_modules_patch_embed_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_patch_embed_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.015


class Program_weight_tensor_meta_L_self_modules_patch_embed_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_patch_embed_parameters_weight_"
	shape = [768, 3, 2, 16, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.015
