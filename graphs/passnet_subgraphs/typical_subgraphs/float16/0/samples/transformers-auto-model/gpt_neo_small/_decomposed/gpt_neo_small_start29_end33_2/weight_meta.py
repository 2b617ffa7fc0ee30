class Program_weight_tensor_meta_key_1:
	name = "in_0"
	original_name = "key_1"
	shape = [2, 8, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.450


class Program_weight_tensor_meta_value_1:
	name = "in_1"
	original_name = "value_1"
	shape = [2, 8, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.452
