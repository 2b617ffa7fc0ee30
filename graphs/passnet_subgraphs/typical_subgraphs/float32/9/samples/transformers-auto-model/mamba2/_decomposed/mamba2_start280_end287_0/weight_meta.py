class Program_weight_tensor_meta_contextualized_states_1:
	name = "in_0"
	original_name = "contextualized_states_1"
	shape = [1, 128, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.583


class Program_weight_tensor_meta_residual_1:
	name = "in_1"
	original_name = "residual_1"
	shape = [1, 128, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.597
