class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wo_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wo_parameters_weight_"
	shape = [512, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_attention_output:
	name = "in_1"
	original_name = "attention_output"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.008
	std = 1.029


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_2"
	original_name = "hidden_states_4"
	shape = [2, 32, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.403
	std = 0.587
