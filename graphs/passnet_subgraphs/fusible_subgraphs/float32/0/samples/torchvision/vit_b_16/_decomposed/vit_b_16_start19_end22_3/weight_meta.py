class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.023


class Program_weight_tensor_meta_input_4:
	name = "in_2"
	original_name = "input_4"
	shape = [2, 197, 3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.139
	std = 0.364


class Program_weight_tensor_meta_x_6:
	name = "in_3"
	original_name = "x_6"
	shape = [2, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.026
	std = 0.669
