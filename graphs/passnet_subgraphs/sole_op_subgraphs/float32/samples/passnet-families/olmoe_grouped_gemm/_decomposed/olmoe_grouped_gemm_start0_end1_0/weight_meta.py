class Program_weight_tensor_meta_L_hidden_:
	name = "in_0"
	original_name = "L_hidden_"
	shape = [1, 128, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.576
