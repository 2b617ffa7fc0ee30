class Program_weight_tensor_meta_L_self_modules_patch_embed1_modules_proj_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_patch_embed1_modules_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.084


class Program_weight_tensor_meta_L_self_modules_patch_embed1_modules_proj_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_patch_embed1_modules_proj_parameters_weight_"
	shape = [64, 3, 4, 4]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.083


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
