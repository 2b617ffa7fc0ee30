class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [72, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.161


class Program_weight_tensor_meta_scale_1:
	name = "in_2"
	original_name = "scale_1"
	shape = [8, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.016
	std = 0.048
