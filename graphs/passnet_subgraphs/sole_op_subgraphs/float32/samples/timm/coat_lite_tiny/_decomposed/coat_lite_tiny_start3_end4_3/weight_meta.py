class Program_weight_tensor_meta_L_self_modules_patch_embed1_modules_norm_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_patch_embed1_modules_norm_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_patch_embed1_modules_norm_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_patch_embed1_modules_norm_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_x_1:
	name = "in_0"
	original_name = "x_1"
	shape = [2, 3136, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.315
