class Program_weight_tensor_meta_L_self_modules_encoder_parameters_pos_embedding_:
	name = "in_0"
	original_name = "L_self_modules_encoder_parameters_pos_embedding_"
	shape = [1, 197, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_batch_class_token:
	name = "in_1"
	original_name = "batch_class_token"
	shape = [4, 1, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_x_2:
	name = "in_2"
	original_name = "x_2"
	shape = [4, 196, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.022
	std = 0.581
