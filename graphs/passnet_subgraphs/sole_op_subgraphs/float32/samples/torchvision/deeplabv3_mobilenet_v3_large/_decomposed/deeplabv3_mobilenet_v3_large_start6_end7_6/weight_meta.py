class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_1_modules_block_modules_1_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_1_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [16, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.336


class Program_weight_tensor_meta_input_6:
	name = "in_0"
	original_name = "input_6"
	shape = [1, 16, 260, 260]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.020
	std = 0.036
