class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wi_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wi_parameters_weight_"
	shape = [2048, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_forwarded_states:
	name = "in_1"
	original_name = "forwarded_states"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.008
	std = 1.000
