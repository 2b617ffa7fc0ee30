class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_2_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [64, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.175


class Program_weight_tensor_meta_result:
	name = "in_0"
	original_name = "result"
	shape = [1, 16, 260, 260]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.023
	std = 0.176
