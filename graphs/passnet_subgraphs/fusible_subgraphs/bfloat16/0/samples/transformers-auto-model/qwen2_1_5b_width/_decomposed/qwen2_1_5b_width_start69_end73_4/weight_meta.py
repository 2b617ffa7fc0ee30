class Program_weight_tensor_meta_cos_3:
	name = "in_0"
	original_name = "cos_3"
	shape = [1, 1, 16, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.749
	std = 0.526


class Program_weight_tensor_meta_key_states:
	name = "in_1"
	original_name = "key_states"
	shape = [1, 2, 16, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.017
	std = 0.798
