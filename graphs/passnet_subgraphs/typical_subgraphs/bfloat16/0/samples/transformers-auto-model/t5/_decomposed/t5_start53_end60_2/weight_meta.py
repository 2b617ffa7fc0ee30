class Program_weight_tensor_meta_dropout_1:
	name = "in_0"
	original_name = "dropout_1"
	shape = [1, 16, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.023
	std = 0.375


class Program_weight_tensor_meta_hidden_states:
	name = "in_1"
	original_name = "hidden_states"
	shape = [1, 16, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.010
	std = 0.980
