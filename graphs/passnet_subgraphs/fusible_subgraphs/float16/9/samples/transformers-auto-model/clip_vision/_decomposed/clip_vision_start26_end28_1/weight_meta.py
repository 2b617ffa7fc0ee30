class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_attn_output_4:
	name = "in_2"
	original_name = "attn_output_4"
	shape = [1, 50, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.190


class Program_weight_tensor_meta_hidden_states:
	name = "in_3"
	original_name = "hidden_states"
	shape = [1, 50, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 1.002
