class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_patch_embed_modules_proj_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_patch_embed_modules_proj_parameters_weight_"
	shape = [192, 3, 16, 16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.501
	std = 0.289
