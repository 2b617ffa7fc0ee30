class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
	shape = [256, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_attn_output_3:
	name = "in_2"
	original_name = "attn_output_3"
	shape = [2, 32, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.048


class Program_weight_tensor_meta_embedding_output:
	name = "in_3"
	original_name = "embedding_output"
	shape = [2, 32, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.233
