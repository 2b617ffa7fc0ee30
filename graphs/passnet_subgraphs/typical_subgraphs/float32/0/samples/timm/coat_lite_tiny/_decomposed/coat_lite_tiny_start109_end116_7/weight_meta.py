class Program_weight_tensor_meta_L_self_modules_patch_embed2_modules_norm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_patch_embed2_modules_norm_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_patch_embed2_modules_norm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_patch_embed2_modules_norm_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_patch_embed2_modules_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_patch_embed2_modules_proj_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.036


class Program_weight_tensor_meta_L_self_modules_patch_embed2_modules_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_patch_embed2_modules_proj_parameters_weight_"
	shape = [128, 64, 2, 2]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.036


class Program_weight_tensor_meta_getitem_20:
	name = "in_4"
	original_name = "getitem_20"
	shape = [2, 3136, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.063
	std = 1.389
