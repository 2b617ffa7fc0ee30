class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_key_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_key_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_key_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_key_parameters_weight_"
	shape = [192, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_weight_"
	shape = [192, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_value_parameters_weight_"
	shape = [192, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_layer_norm_5:
	name = "in_6"
	original_name = "layer_norm_5"
	shape = [4, 64, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.588
